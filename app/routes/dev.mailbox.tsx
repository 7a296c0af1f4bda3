import { type LoaderFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import type { OutboxMessage } from "~contract/dto/outbox";
import { isProduction } from "~contract/web-env";
import mailboxStyles from "~/styles/dev-mailbox.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: mailboxStyles }];

export const meta: MetaFunction = () => [
  { title: "Dev mailbox | Trade Auction" },
  { name: "robots", content: "noindex" },
];

/** Outside production only: lists the email outbox so password reset works end to end locally. */
export async function loader({ context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  if (isProduction(env)) throw new Response("Not Found", { status: 404 });
  // Dev-only, so not in the published document: the one untyped call left in app/.
  const result = await context.api.request<OutboxMessage[]>("GET", "/dev/outbox");
  if (!result.ok) throw new Response("Not Found", { status: 404 });
  let appOrigin = "";
  try {
    appOrigin = new URL(env.APP_URL).origin;
  } catch {
    appOrigin = "";
  }
  return { messages: result.data, appOrigin };
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/**
 * Links into this app become same-origin paths, so a reset link works whichever port the local
 * server runs on, even when APP_URL names another.
 */
function Linkified({ text, appOrigin }: { text: string; appOrigin: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
        const href = appOrigin && part.startsWith(appOrigin) ? part.slice(appOrigin.length) || "/" : part;
        return (
          <a key={i} href={href}>
            {part}
          </a>
        );
      })}
    </>
  );
}

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  dateStyle: "short",
  timeStyle: "medium",
});

export default function DevMailbox() {
  const { messages, appOrigin } = useLoaderData<typeof loader>();
  return (
    <section className="page mailbox">
      <h1>Dev mailbox</h1>
      <p className="muted">Emails the app has sent, newest first. This page does not exist in production.</p>
      {messages.length === 0 ? (
        <p>No data to be displayed</p>
      ) : (
        <ol className="mailbox__list">
          {messages.map((m) => (
            <li key={m.id} className="card mailbox__item">
              <dl className="mailbox__meta">
                <dt>To</dt>
                <dd>{m.to}</dd>
                <dt>Subject</dt>
                <dd>{m.subject}</dd>
                <dt>Time</dt>
                <dd>
                  <time dateTime={m.createdOn}>{timeFormat.format(new Date(m.createdOn))}</time> (
                  {m.status.toLowerCase()})
                </dd>
              </dl>
              <pre className="mailbox__text">
                <Linkified text={m.text} appOrigin={appOrigin} />
              </pre>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

// The API reference (issue 25 item 4). Server-rendered, it is the whole guide: signing in and the
// bearer token, answers and errors, the live event streams, versions and deprecation, the error
// catalogue, and every operation by tag with its deep link. With JavaScript the renderer takes over
// the guide and the operations (with schemas, examples and "Try it out"); the catalogue stays.
import { TableWrap } from "~/components/table-wrap";
import type { Inline, Overview } from "./overview.server";
import { useSwagger } from "./use-swagger";

export const API_DOCUMENT_URL = "/api/openapi.json";

function Text({ runs }: { runs: Inline[] }) {
  return runs.map((run, i) => (run.code ? <code key={i}>{run.text}</code> : <span key={i}>{run.text}</span>));
}

function Guide({ overview }: { overview: Overview }) {
  return (
    <>
      {overview.intro.map((runs, i) => (
        <p key={i}>
          <Text runs={runs} />
        </p>
      ))}
      {overview.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((runs, i) => (
            <p key={i}>
              <Text runs={runs} />
            </p>
          ))}
        </section>
      ))}
    </>
  );
}

function Operations({ overview }: { overview: Overview }) {
  return (
    <section aria-labelledby="operation-list">
      <h2 id="operation-list">Operations</h2>
      <p>
        Each operation&apos;s parameters, bodies, answers and examples are in the{" "}
        <a href={API_DOCUMENT_URL}>OpenAPI document</a>.
      </p>
      {overview.tags.map((tag) => (
        <section key={tag.name} className="api-docs__tag">
          <h3>{tag.name}</h3>
          {tag.description ? <p className="muted">{tag.description}</p> : null}
          <ul className="api-docs__operations">
            {tag.operations.map((op) => (
              <li key={op.anchor} id={op.anchor}>
                <code className="api-docs__method">{op.method}</code> <code>{op.path}</code>{" "}
                <span className="muted">{op.summary}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function ErrorCatalogue({ overview }: { overview: Overview }) {
  return (
    <section aria-labelledby="error-catalogue">
      <h2 id="error-catalogue">Error catalogue</h2>
      <p>
        Every <code>errorCode</code> a failure may carry, with its status. Each operation lists the codes it may answer,
        by status.
      </p>
      <TableWrap label="Error codes">
        <table className="api-docs__errors stack-table">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Status</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {overview.errors.map((e) => (
              <tr key={e.code}>
                <td data-label="Code">
                  <code>{e.code}</code>
                </td>
                <td data-label="Status">{e.statuses}</td>
                <td data-label="Meaning">
                  {/* One child: a stacked cell lays out each child as a grid item of its own. */}
                  <span>
                    <Text runs={e.about} />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}

export function ApiDocsPage({ overview }: { overview: Overview }) {
  const { mount, ready } = useSwagger(API_DOCUMENT_URL);
  return (
    <article className="page api-docs">
      <h1>{overview.title} reference</h1>
      <p>
        Version {overview.version}. The machine-readable <a href={API_DOCUMENT_URL}>OpenAPI 3.1 document</a> generates a
        client in any language.
      </p>
      {ready ? null : <Guide overview={overview} />}
      {/* The renderer's own tree: React renders this empty and never touches what it holds. */}
      <div ref={mount} className="api-docs__renderer" />
      <ErrorCatalogue overview={overview} />
      {ready ? null : <Operations overview={overview} />}
    </article>
  );
}

// Catch-all: anything no other route matches is the not-found page, with a real 404 status.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return null;
}

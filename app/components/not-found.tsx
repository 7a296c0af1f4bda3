import { Link } from "@remix-run/react";

export function NotFound() {
  return (
    <section className="page narrow not-found">
      <h1>Houston, we have a problem</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="button" to="/">
        Go to home page
      </Link>
    </section>
  );
}

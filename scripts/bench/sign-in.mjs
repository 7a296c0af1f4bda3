// Signs in like a browser without JavaScript (the login form's POST) and answers the session
// cookie, for benchmarks of signed-in pages.
export async function signIn(baseUrl, { email, password }) {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: { origin: baseUrl },
    redirect: "manual",
  });
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("__session=") && c.length > "__session=".length);
  if (!session) throw new Error(`sign-in as ${email} failed (${response.status})`);
  return session;
}

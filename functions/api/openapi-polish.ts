// What zod-to-openapi leaves out, added over the whole generated document:
// - a nullable enum lists null among its values (3.1 checks `enum` as well as `type`);
// - ids are integers (every id is an integer row id);
// - ISO 8601 times (`...On`, `at`, deadlines) carry `format: date-time`. Date-only and free-text
//   fields named like times are left as they are (DATE_ONLY).
type Json = { [key: string]: unknown };

const ID = /^(id|.*Id)$/;
const TIME = /^(at|.*On|.*At|acceptanceDeadline)$/;
const DATE_ONLY = new Set(["dateOfFirstRegistration", "tryingToDealDeliveredOn", "mot"]);

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const typesOf = (schema: Json) => [schema.type].flat();

function polishProperty(name: string, schema: Json): void {
  const types = typesOf(schema);
  if (ID.test(name) && types.includes("number")) schema.type = types.map((t) => (t === "number" ? "integer" : t));
  if (TIME.test(name) && !DATE_ONLY.has(name) && types.includes("string") && !schema.format && !schema.enum) {
    schema.format = "date-time";
  }
}

function walk(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(walk);
  if (!isObject(node)) return;
  if (Array.isArray(node.enum) && typesOf(node).includes("null") && !node.enum.includes(null)) {
    node.enum = [...(node.enum as unknown[]), null];
  }
  if (isObject(node.properties)) {
    for (const [name, schema] of Object.entries(node.properties)) if (isObject(schema)) polishProperty(name, schema);
  }
  // Parameters: `{ name, schema }`.
  if (typeof node.name === "string" && isObject(node.schema) && typeof node.in === "string") {
    polishProperty(node.name, node.schema);
  }
  for (const value of Object.values(node)) walk(value);
}

export function polishDocument<T>(doc: T): T {
  walk(doc);
  return doc;
}

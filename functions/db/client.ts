import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";
import type { Env } from "../env";

const make = (db: D1Database) => drizzle(db, { schema });

export type Db = ReturnType<typeof make>;

/**
 * One Drizzle instance per D1 binding object: building one walks the whole schema (its relational
 * config), which a CPU profile of the bid bench showed as about 7% of the Worker's time when done
 * per request (decision 0071). A binding swapped for a test fault is another object: its own instance.
 */
const instances = new WeakMap<D1Database, Db>();

export function getDb(env: Pick<Env, "DB">): Db {
  let db = instances.get(env.DB);
  if (!db) {
    db = make(env.DB);
    instances.set(env.DB, db);
  }
  return db;
}

export { schema };

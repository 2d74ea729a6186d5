import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";

/**
 * A PostgreSQL cluster of the fault scripts' own, on a port of their own: the faults stop, restart or
 * slow PostgreSQL, and the machine's shared cluster serves other people's tests, so it is never touched.
 * initdb and pg_ctl refuse to run as root: they run as the `postgres` OS user. Every command is
 * asynchronous: the load and the /readyz watch must go on while PostgreSQL is down.
 */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the server, for createScratchDatabase. */
  url: string;
  port: number;
  /** Stops the server fast (open sessions are cut, as in a crash or failover). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`: the gap is as short as PostgreSQL makes it. */
  restart(): Promise<void>;
}

const BIN = process.env.FAULT_PG_BIN ?? "/usr/lib/postgresql/15/bin";

const run = promisify(execFile);

async function asPostgres(command: string): Promise<void> {
  await run("su", ["postgres", "-c", command]);
}

export function privatePostgres(options: { dir: string; port: number }): PrivatePostgres {
  const { dir, port } = options;
  const log = `${dir}.log`;
  const ctl = (action: string) =>
    asPostgres(`${BIN}/pg_ctl -D ${dir} -o '-p ${port} -k /tmp' -l ${log} -w -m fast ${action}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      if (!existsSync(`${dir}/PG_VERSION`)) await asPostgres(`${BIN}/initdb -D ${dir} -A trust >/dev/null`);
      await ctl("start");
    },
    stop: () => ctl("stop"),
    restart: () => ctl("restart"),
  };
}

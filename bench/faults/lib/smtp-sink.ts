import net from "node:net";

/**
 * A minimal SMTP server (RFC 5321's plain dialogue: no TLS, no auth) that keeps what it received:
 * recipient, subject and arrival order. Enough for nodemailer to deliver to, and it can be stopped and
 * started again on the same port, which is the fault. Stopping cuts open sessions too, as a crashed
 * relay would.
 */
export interface ReceivedMail {
  to: string[];
  subject: string;
  at: number;
}

export interface SmtpSink {
  received: ReceivedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Unfolds a header and decodes RFC 2047 encoded words (nodemailer encodes a non-ASCII subject). */
function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    )
    .trim();
}

function subjectOf(data: string): string {
  const head = data.split(/\r\n\r\n/)[0] ?? "";
  const match = /^subject:(.*(?:\r\n[ \t].*)*)/im.exec(head);
  return match ? decodeHeader(match[1] ?? "") : "";
}

export function smtpSink(port: number): SmtpSink {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;

  const session = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    let buffer = "";
    let inData = false;
    let recipients: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fault-sink ESMTP");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ to: recipients, subject: subjectOf(data), at: Date.now() });
          recipients = [];
          reply("250 2.0.0 queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") reply("250-fault-sink\r\n250 8BITMIME");
        else if (verb === "HELO") reply("250 fault-sink");
        else if (verb === "MAIL") {
          recipients = [];
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          recipients.push((/<([^>]*)>/.exec(line)?.[1] ?? "").toLowerCase());
          reply("250 2.1.5 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "RSET") {
          recipients = [];
          reply("250 ok");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else if (verb === "NOOP") reply("250 ok");
        else reply("502 5.5.1 not implemented");
      }
    });
  };

  return {
    received,
    async start() {
      const listening = net.createServer(session);
      await new Promise<void>((resolve, reject) => {
        listening.once("error", reject);
        listening.listen(port, "127.0.0.1", resolve);
      });
      server = listening;
    },
    async stop() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}

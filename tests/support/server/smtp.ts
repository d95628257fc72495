/**
 * A real SMTP server for the mail tests (the `smtp-server` package, on 127.0.0.1), keeping every
 * message it accepts, parsed with `mailparser`, with the envelope it came with.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { freePort } from "./free-port";

export type ReceivedMail = {
  /** MAIL FROM and RCPT TO: who the mail really goes to, whatever its headers say. */
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
  raw: string;
  /** Whether the session was encrypted (implicit TLS or STARTTLS). */
  secure: boolean;
  /** When the message was whole (Date.now()). */
  receivedAt: number;
};

export type SmtpServerOptions = {
  /** A port chosen before (to start the server where a worker already sends); a free one otherwise. */
  port?: number;
  /** Offer STARTTLS (with smtp-server's built-in test certificate); off by default. */
  starttls?: boolean;
  /** Implicit TLS from the first byte (smtps://). */
  secure?: boolean;
  /**
   * Called with each message once it is whole, before the server answers: throw an Error with a
   * `responseCode` to refuse it, or do something (crash a worker) at that exact moment.
   */
  beforeAccept?: (mail: ReceivedMail) => void | Promise<void>;
};

export type TestSmtpServer = {
  port: number;
  /** smtp:// (or smtps://) URL for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves once at least `count` messages have been accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

/** An SMTP refusal: smtp-server answers with this code and message. */
export function smtpRefusal(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    secure: options.secure ?? false,
    disabledCommands: options.starttls || options.secure ? [] : ["STARTTLS"],
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        void simpleParser(raw)
          .then(async (parsed) => {
            const mail: ReceivedMail = {
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              parsed,
              raw,
              secure: session.secure,
              receivedAt: Date.now(),
            };
            await options.beforeAccept?.(mail);
            received.push(mail);
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });
  server.on("error", () => undefined); // a client dropping mid-session is not the test's business
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port,
    url: `${options.secure ? "smtps" : "smtp"}://127.0.0.1:${port}`,
    received,
    async waitFor(count, timeoutMs = 15_000) {
      await waitUntil(
        () => received.length >= count,
        timeoutMs,
        () => `${received.length} of ${count} mails arrived`,
      );
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` every 20 ms until it holds; fails after `timeoutMs` with what `describe` says. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  describe: () => string = () => "condition",
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

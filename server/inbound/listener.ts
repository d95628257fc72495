/**
 * The inbound SMTP listener: where visitors' answers to staff's replies arrive (an MX record, or a
 * forwarding rule of the company's mail, points at it), and the reports of mail that bounced or was
 * marked as spam (each mail's return path is bounce+<ref>@INBOUND_DOMAIN: private.receive_bounce).
 * It accepts mail only for those addresses on its domain (reply+<token>@INBOUND_DOMAIN and
 * bounce+<ref>@INBOUND_DOMAIN), refuses every other recipient (550, so it relays
 * nothing and collects no spam for other addresses), and hands each message to the database
 * (private.receive_reply), which puts it in its item's thread or, when the token was not made
 * there or its item is gone, in the quarantine. A message is answered 250 only once it is stored.
 */
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import type { Database } from "../db/types.ts";
import { bounceRef, readReport } from "./reports.ts";

export type InboundOptions = {
  db: Database;
  domain: string;
  port: number;
  host: string;
  /** Messages taken from one client address an hour; past it, "try again later" (451), nothing lost. */
  messagesPerHour: number;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
};

/** The largest message taken: a reply with a CV attached fits; its text is what is kept. */
export const INBOUND_MAX_BYTES = 10 * 1024 * 1024;

/** The token of a reply address on `domain`, or null for any other address. */
export function replyToken(address: string, domain: string): string | null {
  const match = /^reply\+([a-z0-9.]+)@(.+)$/i.exec(address.trim());
  return match && match[2]!.toLowerCase() === domain.toLowerCase() ? match[1]!.toLowerCase() : null;
}

type Parsed = Awaited<ReturnType<typeof simpleParser>>;

const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts the messages of each client address in the current hour. The limit is a 4xx answer, which
 * a real mail server takes as "later" and retries: a flood (of forged reply addresses filling the
 * quarantine, say) is slowed, and a legitimate sender loses nothing.
 */
function hourlyCounter(limit: number, now = () => Date.now()) {
  const counts = new Map<string, { since: number; n: number }>();
  return (address: string): boolean => {
    const at = now();
    for (const [key, entry] of counts) if (at - entry.since >= HOUR_MS) counts.delete(key);
    const entry = counts.get(address) ?? { since: at, n: 0 };
    counts.set(address, entry);
    if (entry.n >= limit) return false;
    entry.n += 1;
    return true;
  };
}

export async function startInboundListener({ db, domain, port, host, messagesPerHour, log }: InboundOptions) {
  const mayTakeFrom = hourlyCounter(messagesPerHour);
  /** A report to a return path: what it says is applied; anything else there is quarantined. */
  async function takeReport(ref: string, from: string, to: string, mail: Parsed, raw: string): Promise<string> {
    const report = readReport(raw);
    const place = report
      ? (
          await db.asOwner((tx) =>
            tx.query<{ place: string }>("select private.receive_bounce($1, $2, $3, $4) as place", [
              ref,
              report.type,
              report.status,
              report.detail,
            ]),
          )
        ).rows[0]!.place
      : "unknown";
    if (place !== "unknown") return place;
    await db.asOwner((tx) =>
      tx.query(
        `insert into private.inbound_quarantine (envelope_from, envelope_to, subject, reason, body)
         values (left($1, 320), left($2, 320), left($3, 200), $4, left($5, 20000))`,
        [
          from,
          to,
          mail.subject ?? "",
          report
            ? "A report about a mail this server has no record of."
            : "Mail to a return path that is no delivery report or complaint.",
          (mail.text ?? "").trim(),
        ],
      ),
    );
    return "quarantine";
  }

  const server = new SMTPServer({
    // No sign-in: the world sends mail here, as to any MX. STARTTLS is not offered (no certificate
    // is configured); a proxy in front may add it.
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: INBOUND_MAX_BYTES,
    // Connections at once: each holds a message of up to 10 MB in memory while it is stored.
    maxClients: 20,
    banner: "Kosmos inbound",
    logger: false,
    onMailFrom(_address, session, callback) {
      if (!mayTakeFrom(session.remoteAddress)) {
        log.warn({ limit: messagesPerHour }, "inbound mail deferred: too many from one address this hour");
        return callback(refusal("4.7.1 Too much mail from your address this hour: try again later", 451));
      }
      callback();
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (replyToken(address.address, domain) === null && bounceRef(address.address, domain) === null) {
        return callback(refusal("No such recipient here", 550));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      new Promise<Buffer>((resolve, reject) => {
        stream.once("error", reject);
        stream.once("end", () => {
          // smtp-server stops keeping count past `size` and says so; the message is refused whole.
          if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
            reject(refusal("The message is larger than 10 MB", 552));
          } else resolve(Buffer.concat(chunks));
        });
      })
        .then(async (source) => {
          const mail = await simpleParser(source);
          const raw = source.toString("utf8");
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          const places: string[] = [];
          for (const recipient of session.envelope.rcptTo) {
            const ref = bounceRef(recipient.address, domain);
            if (ref !== null) {
              places.push(await takeReport(ref, from, recipient.address, mail, raw));
              continue;
            }
            const token = replyToken(recipient.address, domain)!;
            const { rows } = await db.asOwner((tx) =>
              tx.query<{ place: string }>("select private.receive_reply($1, $2, $3, $4, $5, $6) as place", [
                token,
                from,
                recipient.address,
                mail.subject ?? "",
                (mail.text ?? "").trim(),
                mail.messageId ?? null,
              ]),
            );
            places.push(rows[0]!.place);
          }
          // Addresses only as counts in the log: they are personal data.
          log.info(
            { recipients: places.length, quarantined: places.filter((p) => p === "quarantine").length },
            "inbound mail stored",
          );
          callback();
        })
        .catch((error: Error & { responseCode?: number }) => {
          log.warn({ code: error.responseCode ?? 451 }, "inbound mail not stored");
          callback(error.responseCode ? error : refusal("Not stored, try again later", 451));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", (error) => log.warn({ err: error.message }, "inbound listener error"));
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The inbound SMTP listener: where visitors' answers to staff's replies arrive (an MX record, or a
 * forwarding rule of the company's mail, points at it). It accepts mail only for reply addresses
 * on its domain (reply+<token>@INBOUND_DOMAIN), refuses every other recipient (550, so it relays
 * nothing and collects no spam for other addresses), and hands each message to the database
 * (private.receive_reply), which puts it in its item's thread or, when the token was not made
 * there or its item is gone, in the quarantine. A message is answered 250 only once it is stored.
 */
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import type { Database } from "../db/types.ts";

export type InboundOptions = {
  db: Database;
  domain: string;
  port: number;
  host: string;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
};

/** The largest message taken: a reply with a CV attached fits; its text is what is kept. */
export const INBOUND_MAX_BYTES = 10 * 1024 * 1024;

/** The token of a reply address on `domain`, or null for any other address. */
export function replyToken(address: string, domain: string): string | null {
  const match = /^reply\+([a-z0-9.]+)@(.+)$/i.exec(address.trim());
  return match && match[2]!.toLowerCase() === domain.toLowerCase() ? match[1]!.toLowerCase() : null;
}

const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

export async function startInboundListener({ db, domain, port, host, log }: InboundOptions) {
  const server = new SMTPServer({
    // No sign-in: the world sends mail here, as to any MX. STARTTLS is not offered (no certificate
    // is configured); a proxy in front may add it.
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: INBOUND_MAX_BYTES,
    banner: "Kosmos inbound",
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (replyToken(address.address, domain) === null) {
        return callback(refusal("No such recipient here", 550));
      }
      callback();
    },
    onData(stream, session, callback) {
      let tooLarge = false;
      stream.on("end", () => {
        tooLarge = (stream as unknown as { sizeExceeded?: boolean }).sizeExceeded === true;
      });
      simpleParser(stream)
        .then(async (mail) => {
          if (tooLarge) throw refusal("The message is larger than 10 MB", 552);
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          const places: string[] = [];
          for (const recipient of session.envelope.rcptTo) {
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

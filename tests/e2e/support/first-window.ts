import { get } from "node:http";
import { brotliDecompressSync } from "node:zlib";

/**
 * Ten segments of 1,460 bytes (RFC 6928), what a new connection may receive before its first
 * acknowledgement: a page within it paints a round trip sooner (decision 032).
 */
export const FIRST_WINDOW_BYTES = 14_600;

/**
 * A page as a browser that takes Brotli receives it: the bytes of its whole response (status line,
 * headers and body, as they cross the wire), its body as sent and its text.
 */
export function firstResponse(url: URL): Promise<{ bytes: number; body: Buffer; text: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br" } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoded = response.headers["content-encoding"] === "br";
        const text = (encoded ? brotliDecompressSync(body) : body).toString("utf8");
        resolve({ bytes: bytes + body.length, body, text });
      });
      response.on("error", reject);
    }).on("error", reject);
  });
}

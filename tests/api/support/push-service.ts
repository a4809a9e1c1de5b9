// A stand-in for a browser vendor's push service (the outside service web
// push talks to, not Lexi's own API): an HTTPS server on 127.0.0.1 with a
// self-signed certificate that the test process's default agent is told to
// trust (nothing else is: TLS stays verified). It records each POST and
// answers with the status a path asks for (/push/201/…, /push/410/…), and
// a fake browser reads the payload as a browser would, decrypting the
// aes128gcm record (RFC 8188, keys by RFC 8291).
import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushService {
  /** The origin, https://127.0.0.1:<port>. */
  origin: string;
  received: ReceivedPush[];
  stop(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 (openssl, a day long). */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "lexi-push-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ].concat(["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(path.join(dir, "key.pem"), "utf8"), cert: readFileSync(path.join(dir, "cert.pem"), "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<PushService> {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const requestPath = request.url ?? "/";
      received.push({ path: requestPath, headers: request.headers, body: Buffer.concat(chunks) });
      const status = Number(/^\/push\/(\d{3})\//.exec(requestPath)?.[1] ?? 404);
      response.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "" : "push service says no");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // web-push sends through the default agent: it trusts this certificate, and the usual CAs.
  const previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = cert;
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    async stop() {
      https.globalAgent.options.ca = previousCa;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, and the keys as PushSubscription.toJSON() gives them. */
export interface FakeBrowser {
  ecdh: ECDH;
  authSecret: Buffer;
  keys: { p256dh: string; auth: string };
}

export function fakeBrowser(): FakeBrowser {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { ecdh, authSecret, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") } };
}

/** The plaintext of an aes128gcm push body, decrypted with the browser's keys (one record, as web-push sends). */
export function decryptPush(body: Buffer, browser: FakeBrowser): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString("utf8");
}

import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

/**
 * A passkey authenticator in Node, for tests: a P-256 key pair per credential, an attestation of
 * format "none" at registration and signed assertions at sign-in, encoded as `@simplewebauthn/browser`
 * sends them. Its counter and its reported origin can be set to play a cloned authenticator or a
 * look-alike site.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}

/** The CBOR subset an attestation object and a COSE key need (RFC 8949). */
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string")
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

function counterBytes(counter: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter);
  return out;
}

/** User present, user verified; attested credential data follows (registration). */
const FLAGS_UP_UV = 0x01 | 0x04;
const FLAG_AT = 0x40;

export interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  counter: number;
  userHandle: string;
}

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];
  constructor(
    public origin: string,
    public rpId = new URL(origin).hostname,
  ) {}

  /** Answers creation options (`options` as the server sent them) like `startRegistration`. */
  register(options: { challenge: string; user: { id: string } }, flags = FLAGS_UP_UV) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
    const credential: Credential = {
      id: randomBytes(16),
      privateKey,
      counter: 0,
      userHandle: options.user.id,
    };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([flags | FLAG_AT]),
      counterBytes(credential.counter),
      Buffer.alloc(16),
      idLength,
      credential.id,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({
      type: "webauthn.create",
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /**
   * Answers request options like `startAuthentication` with a discoverable credential (the first,
   * unless another is given); the counter goes up by one unless `counter` says what to send.
   */
  assert(options: { challenge: string }, use = this.credentials[0]!, counter?: number) {
    use.counter = counter ?? use.counter + 1;
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([FLAGS_UP_UV]),
      counterBytes(use.counter),
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: "webauthn.get",
        challenge: options.challenge,
        origin: this.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), use.privateKey);
    return {
      id: b64url(use.id),
      rawId: b64url(use.id),
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: use.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}

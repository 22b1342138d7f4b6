/**
 * The client's address, for rate limits and the device list (requirements "Rate limits", "Security and
 * privacy"; architecture "Security model").
 *
 * Without `TRUST_PROXY` the address is the socket's: an `X-Forwarded-For` header sent by anyone is
 * ignored. Behind a reverse proxy, `TRUST_PROXY` says which hops to believe, with the rules of
 * Express's "trust proxy" (the `proxy-addr` package, which walks `X-Forwarded-For` from the right and
 * stops at the first address that is not a trusted proxy):
 * - a whole number N ≥ 1: the N nearest hops are proxies (e.g. `1` for one nginx in front);
 * - a comma-separated list of proxy addresses or CIDR ranges, or the names `loopback`, `linklocal`,
 *   `uniquelocal` (e.g. `loopback, 10.0.0.0/8`);
 * - empty, `false` or `0`: no proxy (the default).
 * `true` (trust every hop, i.e. believe the client's header) is refused.
 */
import proxyaddr from "proxy-addr";

/** Decides whether the hop at `address`, `index` hops from the server (0 = the socket), is a trusted proxy. */
export type TrustProxy = (address: string, index: number) => boolean;

/**
 * Parses a `TRUST_PROXY` value; `undefined` means no proxy.
 * @throws Error whose message says what is accepted, for a value that is not one of the forms above.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const v = (value ?? "").trim();
  if (v === "" || v === "false" || v === "0") return undefined;
  if (v === "true")
    throw new Error(
      "must name the number of proxies or their addresses; `true` would believe any client's header",
    );
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, index) => index < hops;
  }
  try {
    return proxyaddr.compile(v.split(",").map((s) => s.trim()));
  } catch (e) {
    throw new Error(
      `must be a number of proxies or a list of addresses, CIDR ranges, loopback, linklocal or uniquelocal (${(e as Error).message})`,
    );
  }
}

/**
 * The client's address: the socket's address, or, when that socket belongs to a trusted proxy, the
 * first untrusted address of `X-Forwarded-For` read from the right. `undefined` without a socket.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trust: TrustProxy | undefined,
): string | undefined {
  if (!socketAddress) return undefined;
  if (!trust) return socketAddress;
  const req = {
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    connection: { remoteAddress: socketAddress },
    socket: { remoteAddress: socketAddress },
  };
  return proxyaddr(req as unknown as Parameters<typeof proxyaddr>[0], trust);
}

/**
 * Placeholder until the public signing page is built: /sign/:token, where a parent signs one IEP
 * through a single-use link, without an account (requirements "Signatures and consent").
 */
export function Component() {
  return null;
}

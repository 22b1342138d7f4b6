/**
 * Shared helpers of the account API tests (architecture "Tests"): images made with `sharp`, and a
 * binary upload with a teacher's session. Not a test file.
 */
import sharp from "sharp";
import type { Harness, TestUser } from "../../test/harness.ts";
import { TEST_ORIGIN } from "../../test/harness.ts";

/** A `width` × `height` image of one colour in `format`. */
export async function makeImage(
  format: "png" | "jpeg" | "webp" | "gif",
  width = 400,
  height = 300,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** PUT /api/v1/me/picture with raw `bytes` and the given content type. */
export function uploadPicture(h: Harness, user: TestUser, bytes: Uint8Array, contentType = "image/png") {
  return h.app.request("/api/v1/me/picture", {
    method: "PUT",
    headers: { origin: TEST_ORIGIN, cookie: user.cookie, "content-type": contentType },
    body: new Blob([new Uint8Array(bytes)]),
  });
}

/** DELETE /api/v1/me with `{password}`. */
export function deleteMe(user: TestUser, password: string) {
  return user.raw("DELETE", "/api/v1/me", JSON.stringify({ password }));
}

export const errorOf = async (res: Response) =>
  (await res.json()) as { error: { code: string; message: string; details?: Record<string, unknown> } };

/**
 * The profile picture (requirements "Profile"): PNG, JPEG or WebP up to 2 MB, the type read from
 * the file's first bytes (never from the name or the declared type), re-encoded by `sharp` as a
 * 256 × 256 WebP (cropped to the centre, EXIF rotation applied, metadata dropped) and kept in
 * `user_pictures`, so a database backup holds it. `users.profile_picture` holds the URL that serves
 * it, with a version so a new picture is never hidden by a cached old one.
 */
import { eq } from "drizzle-orm";
import { bodyLimit } from "hono/body-limit";
import { PICTURE_LIMITS } from "../../../shared/contracts/account.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type { Db } from "../../db/client.ts";
import { userPictures, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

/** The URL that serves the signed-in teacher's picture. */
export const PICTURE_URL = "/api/v1/me/picture";

/** The body limit of a picture upload: 2 MB, answered 413 with the picture's own message. */
export const pictureBodyLimit = bodyLimit({
  maxSize: PICTURE_LIMITS.maxBytes,
  onError: () => {
    throw new AppError(413, ErrorCode.PICTURE_TOO_LARGE, pictureMessages.size);
  },
});

/** Messages of the picture upload (ours; requirements "Profile"). */
export const pictureMessages = {
  type: "The picture must be a PNG, JPEG or WebP image.",
  size: "The picture must be 2 MB or smaller.",
  empty: "Choose a picture to upload.",
  unreadable: "The picture could not be read. Try another PNG, JPEG or WebP file.",
} as const;

type PictureType = (typeof PICTURE_LIMITS.types)[number];

/** The image type of `bytes` from its signature, or null when it is none of PNG, JPEG, WebP. */
export function sniffImageType(bytes: Uint8Array): PictureType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/**
 * Checks and converts an upload to the stored picture.
 * @throws AppError 400 (empty, not PNG/JPEG/WebP, undecodable) or 413 (over 2 MB).
 */
export async function toStoredPicture(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) throw new AppError(400, ErrorCode.PICTURE_EMPTY, pictureMessages.empty);
  if (bytes.byteLength > PICTURE_LIMITS.maxBytes)
    throw new AppError(413, ErrorCode.PICTURE_TOO_LARGE, pictureMessages.size);
  if (!sniffImageType(bytes)) throw new AppError(415, ErrorCode.PICTURE_TYPE, pictureMessages.type);
  // Loaded on the first picture, not at every start of the server (decision 022).
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PICTURE_LIMITS.size, PICTURE_LIMITS.size, { fit: "cover", position: "centre" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError(400, ErrorCode.PICTURE_UNREADABLE, pictureMessages.unreadable);
  }
}

/** Stores `bytes` (an upload) as the teacher's picture and points the profile at it. */
export async function savePicture(db: Db, userId: string, bytes: Uint8Array, now: Date): Promise<void> {
  const image = await toStoredPicture(bytes);
  await db.transaction(async (tx) => {
    await tx
      .insert(userPictures)
      .values({ userId, image, contentType: "image/webp", updatedAt: now })
      .onConflictDoUpdate({
        target: userPictures.userId,
        set: { image, contentType: "image/webp", updatedAt: now },
      });
    await tx
      .update(users)
      .set({ profilePicture: `${PICTURE_URL}?v=${now.getTime()}`, updatedAt: now })
      .where(eq(users.id, userId));
  });
}

/** Removes the teacher's picture (the stored image and the profile's URL). */
export async function removePicture(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userPictures).where(eq(userPictures.userId, userId));
    await tx.update(users).set({ profilePicture: null, updatedAt: now }).where(eq(users.id, userId));
  });
}

/**
 * The stored picture of `userId`.
 * @throws AppError 404 "No profile picture" when there is none.
 */
export async function readPicture(db: Db, userId: string): Promise<{ image: Buffer; contentType: string }> {
  const [row] = await db
    .select({ image: userPictures.image, contentType: userPictures.contentType })
    .from(userPictures)
    .where(eq(userPictures.userId, userId))
    .limit(1);
  if (!row) throw new AppError(404, ErrorCode.NOT_FOUND, "No profile picture");
  return row;
}

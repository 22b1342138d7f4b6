/**
 * Profile picture section (requirements "Profile"): the current picture (or initials), "Upload a
 * picture" (PNG, JPEG or WebP up to 2 MB; the server crops it to a 256 px square) and "Remove".
 */
import { Button } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import type { Profile } from "@shared/contracts/me";
import { useId, useRef, useState } from "react";
import { checkPictureFile, usePictureMutations } from "../api/picture";

function initials(profile: Profile): string {
  const parts = [profile.firstName, profile.lastName].filter(Boolean) as string[];
  const source = parts.length > 0 ? parts : (profile.name || profile.email).split(/\s+/);
  return source
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join("");
}

export function PictureCard({ profile }: { profile: Profile }) {
  const { upload, remove } = usePictureMutations();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = checkPictureFile(file);
    if (problem) {
      setMessage({ ok: false, text: problem });
      return;
    }
    setMessage(null);
    upload.mutate(file, {
      onSuccess: () => setMessage({ ok: true, text: "Picture updated." }),
      onError: (e) =>
        setMessage({ ok: false, text: errorMessage(e, "The picture could not be saved. Please try again.") }),
    });
    if (inputRef.current) inputRef.current.value = "";
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {profile.profilePicture ? (
        <img
          src={profile.profilePicture}
          alt={
            [profile.firstName, profile.lastName].filter(Boolean).join(" ") || profile.name || profile.email
          }
          width={96}
          height={96}
          className="size-24 rounded-full border border-slate-300 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="grid size-24 place-items-center rounded-full bg-indigo-100 text-2xl font-semibold text-indigo-800"
        >
          {initials(profile)}
        </div>
      )}
      <div className="space-y-2">
        <p id={`${inputId}-hint`} className="text-sm text-slate-700">
          PNG, JPEG or WebP, up to 2 MB. It is cropped to a square.
        </p>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex h-10 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-within:ring-2 focus-within:ring-indigo-600"
          >
            {upload.isPending ? "Uploading…" : "Upload a picture"}
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-describedby={`${inputId}-hint`}
              className="sr-only"
              disabled={upload.isPending}
              onChange={(e) => onFile(e.target.files?.[0])}
            />
          </label>
          {profile.profilePicture ? (
            <Button
              variant="secondary"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => setMessage({ ok: true, text: "Picture removed." }),
                  onError: (e) =>
                    setMessage({
                      ok: false,
                      text: errorMessage(e, "The picture could not be removed. Please try again."),
                    }),
                })
              }
            >
              Remove picture
            </Button>
          ) : null}
        </div>
        {message ? (
          <p
            role={message.ok ? "status" : "alert"}
            className={message.ok ? "text-sm text-emerald-800" : "text-sm text-red-800"}
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}

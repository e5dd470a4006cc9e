import type { CatchPhoto } from './use-catch-form.ts';

/**
 * The optional photo: uploaded as soon as it is picked, so the status line can say that its
 * location and camera data were stripped before the catch is saved.
 */
export function CatchPhotoField({
  photo,
  photoState,
  onPick,
}: {
  photo: CatchPhoto | null;
  /** 'idle', 'uploading', or the message of a failed upload. */
  photoState: string;
  onPick: (file: File | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="catch-photo" className="text-sm font-semibold text-slate-800">
        Photo (optional)
      </label>
      <input
        id="catch-photo"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic"
        onChange={(e) => onPick(e.target.files?.[0])}
        className="text-sm"
      />
      <p aria-live="polite" className="text-xs text-slate-600">
        {photoState === 'uploading'
          ? 'Uploading...'
          : photo
            ? 'Photo added. Its location and camera data were removed.'
            : photoState !== 'idle'
              ? photoState
              : 'Location and camera data are removed from photos when they are uploaded.'}
      </p>
      {photo ? (
        <img
          src={photo.url}
          alt="Your catch"
          className="mt-1 max-h-48 w-auto self-start rounded-lg"
        />
      ) : null}
    </div>
  );
}

import { brand } from '@/lib/brand.ts';

/**
 * The brand mark and name (the product name is real text, so it is read and translated). The
 * server writes the style settings' name and logo into prerendered pages through the
 * data-brand-name and data-brand-logo markers; lib/brand.ts gives the app the same values.
 */
export function Logo({ className = '', light = false }: { className?: string; light?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-1.5 font-bold tracking-tight ${className}`}>
      {brand.logoUrl ? (
        <img
          src={brand.logoUrl}
          alt=""
          className="size-7 shrink-0 object-contain sm:size-8"
          data-brand-logo=""
        />
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 64 64"
          className="size-7 shrink-0 sm:size-8"
          data-brand-logo=""
        >
          <rect width="64" height="64" rx="14" className="fill-brand-800" />
          <path
            d="M10 34c8-10 22-14 34-6l8-6v20l-8-6c-12 8-26 4-34-2z"
            className="fill-accent-400"
          />
          <circle cx="40" cy="31" r="2.5" className="fill-brand-800" />
        </svg>
      )}
      <span className={light ? 'text-white' : 'text-brand-800'} data-brand-name="">
        {brand.brandName}
      </span>
    </span>
  );
}

import { DEFAULT_BRAND } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { styleSettings } from '../../db/schema/index.ts';

export interface Brand {
  brandName: string;
  primaryColor: string;
  accentColor: string;
  logoPng: Buffer | null;
  logoHash: string | null;
  isDefault: boolean;
  updatedAt: Date | null;
}

const DEFAULT_BRAND_STATE: Brand = {
  ...DEFAULT_BRAND,
  logoPng: null,
  logoHash: null,
  isDefault: true,
  updatedAt: null,
};

/** Reads the one style_settings row (or the built-in look). */
export async function readBrand(db: Db): Promise<Brand> {
  const [row] = await db.select().from(styleSettings).limit(1);
  if (!row) return DEFAULT_BRAND_STATE;
  return {
    brandName: row.brandName,
    primaryColor: row.primaryColor,
    accentColor: row.accentColor,
    logoPng: row.logoPng ? Buffer.from(row.logoPng, 'base64') : null,
    logoHash: row.logoHash,
    isDefault: false,
    updatedAt: row.updatedAt,
  };
}

/**
 * The style settings as every page, PDF and logo request needs them, held for a few seconds so a
 * page load pays no database round trip. The process that saves drops its copy at once; other
 * processes on the same database see the change within `ttlMs`.
 */
export function createBrandCache({ db, ttlMs = 5000 }: { db: Db; ttlMs?: number }) {
  let held: { brand: Promise<Brand>; until: number } | null = null;
  return {
    get(): Promise<Brand> {
      const now = Date.now();
      if (!held || held.until <= now) {
        const brand = readBrand(db).catch(() => DEFAULT_BRAND_STATE);
        held = { brand, until: now + ttlMs };
      }
      return held.brand;
    },
    invalidate() {
      held = null;
    },
  };
}
export type BrandCache = ReturnType<typeof createBrandCache>;

import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PHOTO_SIZES, type PhotoSizeName } from './photo-limits.js';

/** A stored photo file as it is read back: its bytes as a stream, and its length when the store says it. */
export type StoredPhotoFile = { readonly body: Readable; readonly size: number | null };

/**
 * Where photo files live: a folder (the default) or an S3-compatible bucket. Files are written once under a new
 * random name and never changed, so they can be cached for a year; a replaced photo is a new file with a new URL.
 */
export interface PhotoStorage {
  /** For the logs and the README: `files` or `s3`. */
  readonly kind: 'files' | 's3';
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file, or null when there is none by that name. */
  get(name: string): Promise<StoredPhotoFile | null>;
  /** Removes the files; one already gone is no error. */
  delete(names: readonly string[]): Promise<void>;
}

/** 128 random bits, hex: a photo's name in storage and in its URLs, unguessable and never reused. */
export function newPhotoKey(): string {
  return randomBytes(16).toString('hex');
}

/** `<key>-400.webp`: one size of one photo. */
export function photoFileName(key: string, size: PhotoSizeName): string {
  return `${key}-${PHOTO_SIZES[size]}.webp`;
}

export function photoFileNames(key: string): string[] {
  return (Object.keys(PHOTO_SIZES) as PhotoSizeName[]).map((size) => photoFileName(key, size));
}

const FILE_NAME = new RegExp(`^[0-9a-f]{32}-(${Object.values(PHOTO_SIZES).join('|')})\\.webp$`);

/** Only names this module makes: nothing else (no `..`, no slash) ever reaches a path or a bucket key. */
export function isPhotoFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

/** Files in a folder, `$DATA_DIR/photos` by default. Written to a temporary name first, so a reader never sees half a file. */
export class FilePhotoStorage implements PhotoStorage {
  readonly kind = 'files';

  constructor(private readonly folder: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(this.folder, { recursive: true });
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, target);
  }

  async get(name: string): Promise<StoredPhotoFile | null> {
    const file = this.pathOf(name);
    try {
      const { size } = await stat(file);
      return { body: createReadStream(file), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.pathOf(name), { force: true })));
  }

  private pathOf(name: string): string {
    if (!isPhotoFileName(name)) throw new Error(`not a photo file name: ${name}`);
    return path.join(this.folder, name);
  }
}

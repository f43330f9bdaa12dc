import { describe, expect, it } from 'vitest';
import { MASTER_IDS, MASTERS } from '../masters/definitions';
import { IMAGE_BODY_BYTES, IMAGE_UPLOAD_PATHS, MAX_IMAGES_BYTES_PER_SAVE, SMALL_BODY_BYTES } from './limits';

describe('upload limits', () => {
  it('list every screen whose form uploads pictures, so its bodies may be large', () => {
    const withImages = MASTER_IDS.filter((id) => MASTERS[id].fields.some((field) => field.kind === 'image' || field.kind === 'images')).map((id) => MASTERS[id].path);
    expect([...IMAGE_UPLOAD_PATHS].sort()).toEqual(withImages.sort());
  });

  it('are five full-size pictures of 8 MB plus 1 MB for the rest of the form; 1 MB for anything else', () => {
    expect([MAX_IMAGES_BYTES_PER_SAVE, IMAGE_BODY_BYTES, SMALL_BODY_BYTES]).toEqual([41_943_040, 42_991_616, 1_048_576]);
  });
});

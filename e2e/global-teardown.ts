import { writeGalleryIndex } from './specs/layout-gallery';

/** Once every worker has finished: the layout gallery's index, of every language audited. */
export default function globalTeardown(): void {
  writeGalleryIndex();
}

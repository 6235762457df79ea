import { parseVideoUrl, videoEmbedUrl } from '@zaber/shared/media/video-url';
import type { works } from '../../db/schema';
import type { Work } from '../../generated/graphql';
import { type CategoryRow, toCategory } from '../categories/categories.mappers';
import { toImage } from '../media/image';

export type WorkRow = typeof works.$inferSelect;

/** The alt text of a work's image: what it shows and whose it is ('Svatební fotografie – Jana Dvořáková'). */
export function workAlt(title: string, profileTitle: string | null | undefined): string {
  return profileTitle ? `${title} – ${profileTitle}` : title;
}

/** The embeddable player of a stored YouTube/Vimeo link; null for anything else. */
export function embedUrlOf(url: string | null): string | null {
  const ref = parseVideoUrl(url);
  return ref ? videoEmbedUrl(ref) : null;
}

/** A works row as the GraphQL Work (the rows are mapped here, at the boundary). */
export function toWork(work: WorkRow, category: Pick<CategoryRow, 'id' | 'name' | 'slug' | 'allowedWorkTypes'>, profileTitle?: string | null): Work {
  return {
    id: String(work.id),
    type: work.type,
    title: work.title,
    category: toCategory(category),
    image: toImage(work, workAlt(work.title, profileTitle)),
    videoUrl: work.videoUrl,
    videoEmbedUrl: embedUrlOf(work.videoUrl),
  };
}

import type { SearchReading } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { toCategory } from '../categories/categories.mappers';
import { type ParsedSearch, readingOf, searchVocabulary } from './search.service';

/** SearchReading of a list page: what the search text was read as; null without one. */
export async function toSearchReading(ctx: GraphQLContext, search: ParsedSearch | null): Promise<SearchReading | null> {
  if (!search) return null;
  const vocab = await searchVocabulary(ctx.services.db);
  const reading = readingOf(vocab, search);
  // From the vocabulary: no statement.
  const category = vocab.categories.find((c) => c.id === reading.categoryId);
  return {
    category: category ? toCategory({ ...category, allowedWorkTypes: [...category.allowedWorkTypes] }) : null,
    workType: reading.workType,
    place: reading.place,
    words: reading.words,
    withoutPlace: reading.withoutPlace,
    withoutService: reading.withoutService,
  };
}

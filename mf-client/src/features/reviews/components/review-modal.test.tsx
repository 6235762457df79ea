import { gql, InMemoryCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import { modalRenderer } from '@zaber/shared/testing/render-modal';
import { clientTexts } from '../../../i18n/cs';
import { ReviewableEngagementListDocument, ReviewCreateDocument } from '../api/operations.generated';
import { forgetReviewedData, ReviewModalContent } from './review-modal';

const renderModal = modalRenderer({ texts: { client: clientTexts }, role: 'client' });

const REQUEST = { type: 'review', executorUsername: 'petra-profikova' } as const;
const TEXT = 'Skvělá domluva, fotky přišly do týdne a jsou krásné.';

const engagement = (conversationId: string, subject: string, kind: 'ORDER' | 'PROPOSAL' = 'ORDER') => ({
  __typename: 'ReviewableEngagement' as const,
  conversationId,
  kind,
  subject,
  doneAt: '2030-05-04T10:00:00Z',
  executor: { __typename: 'PublicProfile' as const, id: 'p1', username: 'petra-profikova', title: 'Petra Profíková' },
});

const reviewable = (items: ReturnType<typeof engagement>[]): MockLink.MockedResponse => ({
  request: { query: ReviewableEngagementListDocument, variables: { executorUsername: 'petra-profikova' } },
  result: { data: { reviewableEngagements: items } },
});

function createMock(input: { conversationId: string; rating: number; text: string }) {
  const sent = jest.fn(() => ({
    data: { createReview: { __typename: 'Review', id: 'r9', rating: input.rating, text: input.text, authorName: 'Jana N.', created: '2030-05-10T10:00:00Z' } },
  }));
  return { sent, mock: { request: { query: ReviewCreateDocument, variables: { input } }, result: sent as never } };
}

const stars = () => within(screen.getByRole('radiogroup', { name: 'Hodnocení' })).getAllByRole('radio');

// What the profile page shows of the professional's reviews (the `hodnoceni/` tab).
const PROFILE: TypedDocumentNode<{ publicProfile: { id: string; reviewsCount: number } | null }> = gql`
  query ProbeProfile {
    publicProfile(username: "petra-profikova") {
      id
      reviewsCount
    }
  }
`;
function ProfileProbe() {
  const { data } = useQuery(PROFILE);
  return <p data-testid="reviews-count">{data?.publicProfile?.reviewsCount ?? '–'}</p>;
}
const profile = (reviewsCount: number): MockLink.MockedResponse => ({
  request: { query: PROFILE },
  result: { data: { publicProfile: { __typename: 'PublicProfile', id: 'p1', reviewsCount } } },
});

describe('ReviewModalContent', () => {
  it('says so when there is nothing to review', async () => {
    renderModal(ReviewModalContent, REQUEST, { mocks: [reviewable([])] });
    expect(await screen.findByRole('alert')).toHaveTextContent(ENGAGEMENT_ERRORS.NOTHING_TO_REVIEW);
    expect(screen.queryByRole('button', { name: 'Odeslat hodnocení' })).toBeNull();
  });

  it('needs a rating', async () => {
    const { sent, mock } = createMock({ conversationId: 'c7', rating: 5, text: TEXT });
    renderModal(ReviewModalContent, REQUEST, { mocks: [reviewable([engagement('c7', 'Svatba na celý den')]), mock] });
    expect(await screen.findByRole('dialog', { name: 'Hodnocení profíka Petra Profíková' })).toBeInTheDocument();
    // One engagement: nothing to pick.
    expect(screen.getByTestId('review-engagement')).toHaveTextContent('Svatba na celý den · Objednávka · dokončeno 4. května 2030');
    fireEvent.change(screen.getByLabelText('Jak jste byli spokojeni?'), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat hodnocení' }));
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: 'Hodnocení' })).toHaveAccessibleDescription(ENGAGEMENT_ERRORS.RATING));
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the picked engagement, the stars and the text, and the profile shows the new review', async () => {
    const { sent, mock } = createMock({ conversationId: 'c8', rating: 4, text: TEXT });
    renderModal(ReviewModalContent, REQUEST, {
      mocks: [
        profile(3),
        reviewable([engagement('c7', 'Svatba na celý den'), engagement('c8', 'Focení rodiny v parku', 'PROPOSAL')]),
        mock,
        profile(4),
        // What is left to review is asked again too.
        reviewable([engagement('c7', 'Svatba na celý den')]),
      ],
      beside: <ProfileProbe />,
    });
    await waitFor(() => expect(screen.getByTestId('reviews-count')).toHaveTextContent('3'));
    const which = await screen.findByRole('radiogroup', { name: 'Kterou zakázku hodnotíte?' });
    fireEvent.click(within(which).getByRole('radio', { name: /Focení rodiny v parku · Poptávka/ }));
    // Each star is named in Czech for a screen reader.
    expect(stars().map((star) => star.getAttribute('aria-label'))).toEqual(['1 hvězdička', '2 hvězdičky', '3 hvězdičky', '4 hvězdičky', '5 hvězdiček']);
    fireEvent.click(stars()[3] as HTMLElement);
    expect(screen.getByText('4 hvězdičky')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Jak jste byli spokojeni?'), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat hodnocení' }));
    expect(await screen.findByText('Děkujeme, hodnocení je zveřejněné na profilu profíka.')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    // What shows the professional's reviews is asked again.
    await waitFor(() => expect(screen.getByTestId('reviews-count')).toHaveTextContent('4'));
  });

  it('asks which engagement when there are several', async () => {
    renderModal(ReviewModalContent, REQUEST, { mocks: [reviewable([engagement('c7', 'Svatba'), engagement('c8', 'Rodina')])] });
    await screen.findByRole('radiogroup', { name: 'Kterou zakázku hodnotíte?' });
    fireEvent.click(stars()[4] as HTMLElement);
    fireEvent.change(screen.getByLabelText('Jak jste byli spokojeni?'), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat hodnocení' }));
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: 'Kterou zakázku hodnotíte?' })).toHaveAccessibleDescription('Povinné pole'));
  });

  it('reviews the engagement it was opened for without asking which', async () => {
    const { sent, mock } = createMock({ conversationId: 'c8', rating: 5, text: TEXT });
    renderModal(
      ReviewModalContent,
      { ...REQUEST, conversationId: 'c8' },
      { mocks: [reviewable([engagement('c7', 'Svatba'), engagement('c8', 'Rodina')]), mock] },
    );
    expect(await screen.findByTestId('review-engagement')).toHaveTextContent('Rodina');
    expect(screen.queryByRole('radiogroup', { name: 'Kterou zakázku hodnotíte?' })).toBeNull();
    fireEvent.click(stars()[4] as HTMLElement);
    fireEvent.change(screen.getByLabelText('Jak jste byli spokojeni?'), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat hodnocení' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
  });

  it('tells a professional that only clients review', async () => {
    renderModal(ReviewModalContent, REQUEST, { mocks: [], role: 'executor' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ENGAGEMENT_ERRORS.CLIENT_ONLY);
  });
});

describe('forgetReviewedData', () => {
  it("drops the reviewed engagement's next step, so its page asks the API again", () => {
    const cache = new InMemoryCache();
    const query = gql`
      query Engagement {
        conversation(id: "c8") {
          id
          engagement {
            kind
          }
        }
      }
    `;
    cache.writeQuery({ query, data: { conversation: { __typename: 'Conversation', id: 'c8', engagement: { __typename: 'Engagement', kind: 'PROPOSAL' } } } });
    forgetReviewedData(cache, 'p1', 'c8');
    expect(cache.extract()['Conversation:c8']).not.toHaveProperty('engagement');
  });
});

import { useMutation, useQuery } from '@apollo/client/react';
import { useProvinces } from '@zaber/shared/places/use-provinces';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { pageParam, textParam, useUrlState } from '@zaber/shared/platform/url-state';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Input } from '@zaber/shared/ui/antd/input';
import { Select } from '@zaber/shared/ui/antd/select';
import { FormField } from '@zaber/shared/ui/form-field';
import { ListPage } from '@zaber/shared/ui/list-page';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { ProposalInviteDocument, RequestCandidateListDocument, type RequestOwnerFieldsFragment } from '../api/operations.generated';
import { CandidateCard } from './candidate-card';

const PAGE_SIZE = 12;
const URL_SCHEMA = { province: textParam('kraj'), search: textParam('q'), page: pageParam('strana') };

/** The suitable-professionals tab: near the request's place, free on its date first; each can be asked to propose. */
export function CandidatesPanel({ request }: { request: RequestOwnerFieldsFragment }) {
  const t = useT();
  const { notify } = useShell();
  const url = useUrlState(URL_SCHEMA);
  const [searchText, setSearchText] = useState(url.values.search ?? '');
  const [inviting, setInviting] = useState<string | null>(null);
  const [invited, setInvited] = useState<ReadonlySet<string>>(new Set());
  const provinces = useProvinces();
  const { data, loading, error, refetch } = useQuery(RequestCandidateListDocument, {
    variables: { requestId: request.id, provinceSlug: url.values.province, search: url.values.search, page: url.values.page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [invite] = useMutation(ProposalInviteDocument);
  const active = request.status === 'ACTIVE';
  const searchLabel = t('client.candidates.search');
  const provinceLabel = t('client.candidates.province');

  // Back/forward in the browser changes the URL: the box follows.
  useEffect(() => setSearchText(url.values.search ?? ''), [url.values.search]);

  const askToPropose = async (username: string, name: string) => {
    setInviting(username);
    try {
      await invite({ variables: { input: { requestId: request.id, username } } });
      setInvited((current) => new Set(current).add(username));
      notify('success', t('client.candidates.inviteSent', { name }));
      await refetch();
    } catch (failure) {
      notify('error', errorMessage(failure, t('common.genericError')));
    } finally {
      setInviting(null);
    }
  };

  return (
    <>
      <Typography.Paragraph>{t('client.candidates.intro')}</Typography.Paragraph>
      {!active && <Alert type="info" showIcon icon={<AlertIcon type="info" />} title={t('client.candidates.notActive')} className="z-mb-4" />}
      <div className="zc-filters">
        <FormField label={provinceLabel} htmlFor="candidate-province">
          <Select
            id="candidate-province"
            aria-label={provinceLabel}
            value={url.values.province ?? ''}
            onChange={(value: string) => url.set({ province: value || null })}
            options={[{ value: '', label: t('client.candidates.allProvinces') }, ...provinces.map((p) => ({ value: p.slug, label: p.name }))]}
          />
        </FormField>
        <FormField label={searchLabel} htmlFor="candidate-search">
          <Input.Search
            id="candidate-search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onSearch={(value) => url.set({ search: value.trim() || null })}
            enterButton={t('client.candidates.searchButton')}
            allowClear={false}
          />
        </FormField>
      </div>
      <ListPage
        result={data?.requestCandidates}
        loading={loading}
        error={error}
        gridMin={280}
        empty={t('client.candidates.empty')}
        renderItem={(candidate) => (
          <CandidateCard
            key={candidate.profile.id}
            candidate={candidate}
            invited={candidate.invited || invited.has(candidate.profile.username)}
            canInvite={active}
            inviting={inviting === candidate.profile.username}
            onInvite={() => askToPropose(candidate.profile.username, candidate.profile.title)}
          />
        )}
        onPageChange={(page) => url.set({ page })}
      />
    </>
  );
}

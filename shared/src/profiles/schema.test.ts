import { CONTACT_DATA_ERRORS } from '@zaber/shared/platform/validation/contact-data';
import { INVALID_URL, REQUIRED } from '@zaber/shared/platform/validation/messages';
import {
  addVideoWorkSchema,
  PROFILE_ERRORS,
  rejectProfileSchema,
  setDatesSchema,
  setProfileCategoriesSchema,
  updateProfileSchema,
} from '@zaber/shared/profiles/schema';

const valid = {
  title: 'Jana Dvořáková',
  username: 'jana.dvorakova',
  summary: 'Svatby a rodinné focení po celé Moravě.',
  municipalityId: '582786',
  phone: '',
  facebookUrl: '',
  instagramUrl: '',
  website: '',
};

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = updateProfileSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  // The first message of each field, as the API and the forms show it.
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the profile form', () => {
  it('keeps empty optional fields as null and normalises what people paste', () => {
    expect(
      updateProfileSchema.parse({
        ...valid,
        phone: '+420 777 123 456',
        facebookUrl: 'https://www.facebook.com/jana.foto/',
        instagramUrl: '@jana_foto',
        website: 'www.janafoto.cz',
      }),
    ).toEqual({
      ...valid,
      phone: '+420777123456',
      facebookUrl: 'jana.foto',
      instagramUrl: 'jana_foto',
      website: 'https://www.janafoto.cz',
    });
    expect(updateProfileSchema.parse(valid)).toMatchObject({ phone: null, facebookUrl: null, instagramUrl: null, website: null });
  });

  it.each(['+420777123456', '+420 777 123 456', '00420 777-123-456'])('accepts the phone %s', (phone) => {
    expect(errorsOf({ phone })).toEqual({});
  });

  it.each(['777123456', '+421777123456', '+420 777 123 45', '+420 777 123 4567', '+420 abc def ghi'])('refuses the phone %s', (phone) => {
    expect(errorsOf({ phone })).toEqual({ phone: PROFILE_ERRORS.PHONE });
  });

  it.each(['jana.novak', 'Jana.Novak.12', 'https://facebook.com/jana.novak'])('accepts the Facebook name %s', (facebookUrl) => {
    expect(errorsOf({ facebookUrl })).toEqual({});
  });

  it.each(['jana novak', 'jana_novak', 'jana-novak!'])('refuses the Facebook name %s', (facebookUrl) => {
    expect(errorsOf({ facebookUrl })).toEqual({ facebookUrl: PROFILE_ERRORS.FACEBOOK });
  });

  it.each(['jana', 'j', 'jana_foto.cz', 'a'.repeat(32)])('accepts the Instagram name %s', (instagramUrl) => {
    expect(errorsOf({ instagramUrl })).toEqual({});
  });

  it.each(['jana foto', 'a'.repeat(33), 'jana-foto', 'jána'])('refuses the Instagram name %s', (instagramUrl) => {
    expect(errorsOf({ instagramUrl })).toEqual({ instagramUrl: PROFILE_ERRORS.INSTAGRAM });
  });

  it.each(['jana.dvorakova', 'jana_d', 'jana+foto', 'jana-foto-2', 'nikola-nováček', 'abc'])('accepts the username %s', (username) => {
    expect(errorsOf({ username })).toEqual({});
  });

  it('refuses usernames with other characters or of the wrong length', () => {
    expect(errorsOf({ username: 'jana foto' })).toEqual({ username: PROFILE_ERRORS.USERNAME });
    expect(errorsOf({ username: 'jana/foto' })).toEqual({ username: PROFILE_ERRORS.USERNAME });
    expect(errorsOf({ username: 'ja' })).toEqual({ username: 'Minimální délka je 3 znaků' });
    expect(errorsOf({ username: 'a'.repeat(101) })).toEqual({ username: 'Maximální délka je 100 znaků' });
    expect(errorsOf({ username: '' })).toEqual({ username: REQUIRED });
  });

  it.each(['https://janafoto.cz', 'http://jana.foto.cz/portfolio?x=1', 'janafoto.cz'])('accepts the website %s', (website) => {
    expect(errorsOf({ website })).toEqual({});
  });

  it.each(['janafoto', 'ftp://janafoto.cz', 'javascript:alert(1)', 'https://', 'https://user:pw@janafoto.cz'])('refuses the website %s', (website) => {
    expect(errorsOf({ website })).toEqual({ website: INVALID_URL });
  });

  it.each([
    ['Volejte 777 123 456', CONTACT_DATA_ERRORS.PHONE],
    ['Pište na jana zavináč seznam.cz', CONTACT_DATA_ERRORS.EMAIL],
    ['Portfolio na janafoto.cz', CONTACT_DATA_ERRORS.LINK],
  ])('refuses contact data in the summary: %s', (summary, message) => {
    expect(errorsOf({ summary })).toEqual({ summary: message });
  });

  it('requires the name and the place', () => {
    expect(errorsOf({ title: ' ', municipalityId: null })).toEqual({ title: REQUIRED, municipalityId: REQUIRED });
  });
});

describe('categories, videos, dates and decisions', () => {
  it('takes categories with summaries, active unless said otherwise', () => {
    expect(setProfileCategoriesSchema.parse({ categories: [{ categorySlug: 'svatebni-fotograf', summary: ' Svatby ' }] })).toEqual({
      categories: [{ categorySlug: 'svatebni-fotograf', summary: 'Svatby', active: true }],
    });
    expect(setProfileCategoriesSchema.parse({ categories: null })).toEqual({ categories: [] });
  });

  it('refuses a category twice and contact data in its summary', () => {
    expect(setProfileCategoriesSchema.safeParse({ categories: [{ categorySlug: 'a' }, { categorySlug: 'a' }] }).error?.issues[0]?.message).toBe(
      PROFILE_ERRORS.DUPLICATE_CATEGORY,
    );
    expect(setProfileCategoriesSchema.safeParse({ categories: [{ categorySlug: 'a', summary: 'tel 777 123 456' }] }).error?.issues[0]?.message).toBe(
      CONTACT_DATA_ERRORS.PHONE,
    );
  });

  it('stores a video as its canonical link and refuses other links', () => {
    expect(addVideoWorkSchema.parse({ categorySlug: 'svatebni-kameraman', url: 'https://youtu.be/dQw4w9WgXcQ' }).url).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(addVideoWorkSchema.safeParse({ categorySlug: 'x', url: 'https://example.com/a.mp4' }).error?.issues[0]?.message).toBe(PROFILE_ERRORS.VIDEO_URL);
  });

  it('takes days with a status or null, each once', () => {
    expect(setDatesSchema.parse({ categorySlug: 'x', days: [{ date: '2030-01-02', status: 'FREE' }, { date: '2030-01-03' }] }).days).toEqual([
      { date: '2030-01-02', status: 'FREE' },
      { date: '2030-01-03', status: null },
    ]);
    expect(setDatesSchema.safeParse({ categorySlug: 'x', days: [{ date: '2030-01-02' }, { date: '2030-01-02' }] }).error?.issues[0]?.message).toBe(
      PROFILE_ERRORS.DUPLICATE_DATE,
    );
    expect(setDatesSchema.safeParse({ categorySlug: 'x', days: [{ date: '2030-02-30' }] }).success).toBe(false);
  });

  it('asks a moderator for a reason of at least 10 characters', () => {
    expect(rejectProfileSchema.safeParse({ id: '1', reason: 'málo' }).error?.issues[0]?.message).toBe('Minimální délka je 10 znaků');
  });
});

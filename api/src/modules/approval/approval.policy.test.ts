import type { CategoryRow } from '../categories/categories.mappers';
import { APPROVAL_MESSAGES, approvalGaps, approvalRefusal, approvalStatus } from './approval.policy';

const category = (id: number, name: string): CategoryRow => ({
  id,
  name,
  slug: `kategorie-${id}`,
  parentId: null,
  sort: id,
  allowedWorkTypes: ['PHOTO'],
});
const wedding = category(1, 'Svatební fotografie');
const product = category(2, 'Produktová fotografie');

describe('what a profile lacks for approval', () => {
  it.each([
    [0, 'Svatební fotografie: přidejte ještě 10 prací (alespoň 10).'],
    [5, 'Svatební fotografie: přidejte ještě 5 prací (alespoň 10).'],
    [6, 'Svatební fotografie: přidejte ještě 4 práce (alespoň 10).'],
    [8, 'Svatební fotografie: přidejte ještě 2 práce (alespoň 10).'],
    [9, 'Svatební fotografie: přidejte ještě 1 práci (alespoň 10).'],
  ])('%i works → %s', (worksCount, message) => {
    expect(approvalGaps({ avatar: 'a.jpg', categories: [{ category: wedding, active: true, worksCount }] })).toEqual([
      { requirement: 'WORKS', message, category: wedding, worksCount },
    ]);
  });

  it('needs an avatar and an active category; inactive categories neither count nor block', () => {
    expect(approvalGaps({ avatar: null, categories: [{ category: product, active: false, worksCount: 30 }] }).map((g) => g.requirement)).toEqual([
      'AVATAR',
      'ACTIVE_CATEGORY',
    ]);
    expect(
      approvalGaps({
        avatar: 'a.jpg',
        categories: [
          { category: wedding, active: true, worksCount: 10 },
          { category: product, active: false, worksCount: 0 },
        ],
      }),
    ).toEqual([]);
    expect(
      approvalGaps({
        avatar: 'a.jpg',
        categories: [
          { category: wedding, active: true, worksCount: 12 },
          { category: product, active: true, worksCount: 3 },
        ],
      }).map((g) => g.category?.name),
    ).toEqual(['Produktová fotografie']);
  });
});

describe('the approval status and whether one may ask', () => {
  it('follows the latest request; without one a public profile counts as approved', () => {
    expect(approvalStatus(undefined, false)).toBe('NONE');
    expect(approvalStatus(undefined, true)).toBe('APPROVED');
    expect(approvalStatus({ status: 'REJECTED' }, false)).toBe('REJECTED');
    expect(approvalStatus({ status: 'PENDING' }, false)).toBe('PENDING');
  });

  it('refuses while pending or approved, then with what is missing', () => {
    const gap = approvalGaps({ avatar: null, categories: [] });
    expect(approvalRefusal('PENDING', [])).toMatchObject({ code: 'CONFLICT', message: APPROVAL_MESSAGES.PENDING });
    expect(approvalRefusal('APPROVED', gap)).toMatchObject({ code: 'CONFLICT', message: APPROVAL_MESSAGES.APPROVED });
    expect(approvalRefusal('REJECTED', gap)).toMatchObject({
      code: 'APPROVAL_REQUIREMENTS',
      message: `${APPROVAL_MESSAGES.AVATAR} ${APPROVAL_MESSAGES.ACTIVE_CATEGORY}`,
    });
    expect(approvalRefusal('NONE', [])).toBeNull();
    expect(approvalRefusal('REJECTED', [])).toBeNull();
  });
});

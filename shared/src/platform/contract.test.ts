import { CONTRACT_VERSION, isContractCompatible, isRemoteModule } from './contract';

describe('the shell-to-remote contract version (semver)', () => {
  it('is a semver version', () => {
    expect(CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('mounts a remote built against the same or an older minor of the same major', () => {
    expect(isContractCompatible('1.1.0', '1.1.0')).toBe(true);
    expect(isContractCompatible('1.0.0', '1.1.0')).toBe(true);
    expect(isContractCompatible('1.1.7', '1.1.0')).toBe(true);
  });

  it('refuses another major and a newer minor (the shell lacks what it needs)', () => {
    expect(isContractCompatible('2.0.0', '1.1.0')).toBe(false);
    expect(isContractCompatible('0.9.0', '1.1.0')).toBe(false);
    expect(isContractCompatible('1.2.0', '1.1.0')).toBe(false);
  });

  it('refuses what is not a version', () => {
    expect(isContractCompatible('1', '1.1.0')).toBe(false);
    expect(isContractCompatible('', '1.1.0')).toBe(false);
  });

  it('recognises a remote module only with a version string and its lifecycles', () => {
    const lifecycle = async () => undefined;
    expect(isRemoteModule({ contractVersion: '1.0.0', bootstrap: lifecycle, mount: lifecycle, unmount: lifecycle })).toBe(true);
    expect(isRemoteModule({ contractVersion: 1, bootstrap: lifecycle, mount: lifecycle, unmount: lifecycle })).toBe(false);
  });
});

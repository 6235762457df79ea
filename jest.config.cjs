// One jest run for every package: each package's own config is a project, one worker pool runs
// them all (`npx jest --selectProjects api` runs one). A package's tests also run from its folder.
const path = require('node:path');

// `scripts`: the tests of the repo's own scripts (the import rules' check among them).
const PACKAGES = ['shared', 'api', 'shell', 'mf-public', 'mf-client', 'mf-executor', 'mf-account', 'scripts'];

function projectsOf(pkg) {
  const config = require(path.join(__dirname, pkg, 'jest.config.cjs'));
  const projects = config.projects ?? [config];
  return projects.map((project) => ({ ...project, displayName: pkg === project.displayName || !project.displayName ? pkg : `${pkg}:${project.displayName}` }));
}

module.exports = {
  projects: PACKAGES.flatMap(projectsOf),
};

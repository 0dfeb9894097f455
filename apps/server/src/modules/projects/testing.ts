// Test kit of projects, for the artist-side modules' tests (lint allows it in test files only): the
// whole app with an artist, a label, another artist and a team member, and paid orders as checkout
// leaves them.
export { type FixtureLine, type FixtureOrder, insertOrder } from './orders-fixture.ts';
export { type ProjectsTestKit, type TestUser, createProjectsTestKit } from './projects-test-kit.ts';

// Pay links (issue #16): their states, the moves between them, and what the guest's page shows.
export * from './statuses.ts';

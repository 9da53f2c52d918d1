import { configure } from '@testing-library/react';

// Screen tests wait for what a learner would see (findBy…, waitFor). Testing Library's 1 s default
// suits a fast desktop; on CI's two cores, shared by two test workers and PostgreSQL, a whole page's
// first render with its lazy parts and answers can take longer, and then a correct screen failed.
configure({ asyncUtilTimeout: 5_000 });

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Pages are lazy-loaded chunks; on a busy 2-core CI machine the first render can exceed the 1 s default.
configure({ asyncUtilTimeout: 5000 });

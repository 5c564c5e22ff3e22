// The first setup file of the renderer's tests: React DOM reads the developer-tools hook once,
// when it loads, so the census must be in place before test-setup.ts imports Testing Library.
import { installRenderCensus } from './render-census.test-support'

installRenderCensus()

import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * A component of a module that loads the first time it renders (React.lazy takes default
 * exports only; the app's modules export by name). For what the first screen does not show:
 * the startup bundle stays smaller, and the module's chunk loads on first use.
 */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] extends ComponentType<infer Props> ? LazyExoticComponent<ComponentType<Props>> : never {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<unknown> }))) as never
}

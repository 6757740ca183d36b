import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

// Storybook's own composeStories ships as ESM only and our jest runs CommonJS, so this covers the subset of
// CSF our stories use: args, argTypes actions, decorators, render and component, at project/meta/story level.

type Args = Record<string, unknown>;

export interface StoryContext {
  args: Args;
  name: string;
  title: string;
  parameters: Record<string, unknown>;
}

type Decorator = (Story: ComponentType, context: StoryContext) => ReactNode;
type Render = (args: Args, context: StoryContext) => ReactNode;

interface Annotations {
  args?: Args;
  argTypes?: Record<string, { action?: string } | undefined>;
  decorators?: Decorator | Decorator[];
  parameters?: Record<string, unknown>;
  render?: Render;
}

interface MetaAnnotations extends Annotations {
  title?: string;
  component?: ComponentType<Args>;
}

interface StoryAnnotations extends Annotations {
  name?: string;
}

export type ComposedStory = ComponentType<Args> & { storyName: string; args: Args };

export type ComposedStories<Module> = {
  [Name in Exclude<keyof Module, 'default' | '__namedExportsOrder'>]: ComposedStory;
};

const ArgsContext = createContext<Args>({});

const asList = (decorators: Decorator | Decorator[] | undefined): Decorator[] => {
  if (!decorators) return [];
  return Array.isArray(decorators) ? decorators : [decorators];
};

/** "WithRows" → "With Rows", as Storybook names a story after its export. */
const storyNameOf = (exportName: string) =>
  exportName.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

/** Storybook logs an action; here an arg declared as an action just needs to be callable. */
const actionArgs = (...layers: Annotations[]): Args =>
  Object.fromEntries(
    layers
      .flatMap((layer) => Object.entries(layer.argTypes ?? {}))
      .filter(([, argType]) => argType?.action)
      .map(([name]) => [name, () => undefined]),
  );

function composeStory(
  exportName: string,
  storyExport: StoryAnnotations | Render,
  meta: MetaAnnotations,
  project: Annotations,
): ComposedStory {
  const story: StoryAnnotations = typeof storyExport === 'function' ? { render: storyExport } : storyExport;
  const storyName = story.name ?? storyNameOf(exportName);
  const args = { ...actionArgs(project, meta, story), ...project.args, ...meta.args, ...story.args };
  const parameters = { ...project.parameters, ...meta.parameters, ...story.parameters };
  const contextFor = (current: Args): StoryContext => ({
    args: current,
    name: storyName,
    title: meta.title ?? '',
    parameters,
  });

  const Component = meta.component;
  const render: Render =
    story.render ??
    meta.render ??
    project.render ??
    ((current) => {
      if (!Component) throw new Error(`Story "${storyName}" has neither a render function nor a meta component`);
      return <Component {...current} />;
    });

  function StoryBody() {
    const current = useContext(ArgsContext);
    return <>{render(current, contextFor(current))}</>;
  }

  // Storybook nests story decorators innermost, then the meta's, then the project's.
  const decorators = [...asList(story.decorators), ...asList(meta.decorators), ...asList(project.decorators)];
  const Decorated = decorators.reduce<ComponentType>((Inner, decorator) => {
    function DecoratedStory() {
      const current = useContext(ArgsContext);
      return <>{decorator(Inner, contextFor(current))}</>;
    }
    return DecoratedStory;
  }, StoryBody);

  function Composed(overrides: Args) {
    return (
      <ArgsContext.Provider value={{ ...args, ...overrides }}>
        <Decorated />
      </ArgsContext.Provider>
    );
  }
  return Object.assign(Composed, { storyName, args });
}

/**
 * Turns a stories module into components, one per named export, with the story's args, decorators and render
 * applied; props passed to a composed story override its args. `project` plays the part of `.storybook/preview`.
 */
export function composeStories<Module extends { default: unknown }>(
  storiesModule: Module,
  project: object = {},
): ComposedStories<Module> {
  const { default: meta, ...exports } = storiesModule as unknown as { default: MetaAnnotations } & Record<
    string,
    StoryAnnotations | Render
  >;
  const composed = Object.entries(exports)
    .filter(([name]) => !name.startsWith('__'))
    .map(([name, storyExport]) => [name, composeStory(name, storyExport, meta, project as Annotations)]);
  return Object.fromEntries(composed) as ComposedStories<Module>;
}

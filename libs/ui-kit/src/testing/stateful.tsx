import { useState, type ComponentType } from 'react';

type Handler = (...args: never[]) => void;
type HandlerKeys<P> = { [K in keyof P]: P[K] extends Handler ? K : never }[keyof P];

/**
 * A story render function for a controlled component that keeps its own value, so a story can be clicked
 * through: the handler prop sets the value (`next` maps the previous value and the handler's arguments to the
 * new one; by default the first argument is the new value) and still calls the story's handler arg, which
 * records the calls for the play function.
 */
export function renderStateful<P extends object, V extends keyof P, H extends HandlerKeys<P>>(
  Component: ComponentType<P>,
  valueProp: V,
  handlerProp: H,
  next: (previous: P[V], ...args: Parameters<Extract<P[H], Handler>>) => P[V] = (_previous, ...args) =>
    args[0] as P[V],
) {
  function Stateful(props: P) {
    const [value, setValue] = useState(props[valueProp]);
    const handler = (...args: Parameters<Extract<P[H], Handler>>) => {
      setValue((previous) => next(previous, ...args));
      (props[handlerProp] as Handler)(...args);
    };
    return <Component {...props} {...{ [valueProp]: value, [handlerProp]: handler }} />;
  }
  return (args: P) => <Stateful {...args} />;
}

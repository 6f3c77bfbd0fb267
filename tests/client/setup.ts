// React's act() warns unless the environment says it is a test that awaits its updates.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

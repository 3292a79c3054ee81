// Lets the stores move the app (core/stores NavigationStore): while mounted inside a router, path
// requests go through it instead of a page load. Outside a router it renders nothing.
import { useEffect } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { useStores } from '../StoresContext.tsx';

function RouterBridge() {
  const navigate = useNavigate();
  const { navigation } = useStores();
  useEffect(
    () =>
      navigation.bind((intent) => {
        if (intent.kind !== 'path') return false;
        void navigate(intent.path, { replace: intent.replace });
        return true;
      }),
    [navigation, navigate],
  );
  return null;
}

export function NavigationBridge() {
  return useInRouterContext() ? <RouterBridge /> : null;
}

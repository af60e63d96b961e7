// The words of installing the portal and of its update notice (the Mobile App page, the notice a
// new deploy brings).

export const APP_INSTALL_MESSAGES = {
  updateTitle: 'New version available',
  updateBody: 'Reload to use the latest version of the portal.',
  reload: 'Reload',
  installTitle: 'Add to Home Screen',
  installIntro: 'Add {name} member savings to your home screen: it opens like an app, in a window of its own.',
  installButton: 'Add to Home Screen',
  installed: 'The portal is installed on this device: you are using it now.',
  installedJustNow: 'Added: open it from your home screen or app list.',
  iosSteps: 'On iPhone or iPad: open this page in Safari, tap Share, then Add to Home Screen.',
  otherBrowsers: 'In your browser\u2019s menu, choose Install app or Add to Home Screen.',
} as const;

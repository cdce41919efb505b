// The app's entry point.

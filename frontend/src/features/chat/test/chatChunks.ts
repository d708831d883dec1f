// The chat's provider and its overlay are chunks of their own that the app loads after the first page
// (LazyChatProvider, LazyChatOverlay). A screen test outside the chat imports this module first, as a
// browser that has downloaded them, so that it waits for the screen and not the module loader.
import '../ChatProvider';
import '../ChatOverlay';

import type { NamespaceSettingLibraryTranslation } from "../../i18n-types";

// English for /setting/edit-subtitle, edit-link and edit-scraper: how the library is
// organised.
const en_settingLibrary: NamespaceSettingLibraryTranslation = {
  subtitle: {
    waitLimit: "Longest wait without subtitles",
    waitLimitHelp:
      "In minutes, 4320 (3 days) by default. Subtitles are looked for during this time, less and less often, later about once a day.",
    waitLimitInvalid:
      "Longest wait without subtitles must be a whole number of at least 0 (minutes)",
    template: "File name template",
    templateHelp:
      "The name of the subtitle files, a Jinja2 template; the default follows Emby's naming.",
    templateDoc: "Jinja2 template syntax",
    embyNaming: "Emby subtitle naming",
    templateRequired: "File name template must not be empty",
    templateTooLong: "File name template must not be longer than 4096 characters",
    excludeArea: "Excluded regions",
    excludeAreaHelp: "No subtitles are downloaded for titles from these regions.",
    finder: "Subtitle sources",
    finderHelp: "Subtitles are downloaded from these sources only.",
    format: "Subtitle formats",
    formatHelp: "Only these subtitle formats are downloaded.",
    syncLanguage: "Timeline sync languages",
    syncLanguageHelp: "Subtitles in these languages get their timeline synced.",
    syncLanguageHow:
      "Sync first compares with the video's own text subtitle stream and shifts by one constant offset; without one, or when it does not fit, it aligns to the video's audio (speech found with ffmpeg): one constant shift, or a stretch by the ratio between 25, 24 and 23.976 fps. A subtitle with no clear fit is placed unchanged. Irregular drift from cuts in the middle is not corrected; without ffmpeg nothing is synced.",
    assrtToken: "assrt API token",
    assrtTokenHelp: "Needed when assrt is a subtitle source; find it on your assrt.net user page.",
    openSubtitlesKey: "OpenSubtitles API key",
    openSubtitlesKeyHelp:
      "Needed when opensubtitles is a subtitle source; apply on opensubtitles.com's API page.",
    keyTooLong: "A key must not be longer than 200 characters",
    enable: "Download subtitles automatically",
    savedRestart: "Saved; takes effect after a restart.",
  },
  link: {
    mode: "File handling",
    modeHelp: "The default for all folders; each media folder can still choose its own.",
    modeLink: "Hard-link to the target path",
    modeCopy: "Copy to the target path",
    movie: "Movie file layout",
    tv: "TV file layout",
    filename: "File name format",
    filenameHelp: "The name of organised files, a Jinja2 template.",
    folder: "Folder format",
    folderHelp: "The folder of organised files, a Jinja2 template; / makes sub-folders.",
    learnMore: "Learn how",
    required: "{label} must not be empty",
    tooLong: "{label} must not be longer than 4096 characters",
    movieFilename: "Movie file name format",
    movieFolder: "Movie folder format",
    tvFilename: "TV file name format",
    tvFolder: "TV folder format",
    other: "Other settings",
    discSingleFolder: "Organise a disc image as its own folder (no parent folder)",
    fixEmbyBdmv: "Work around Emby's disc playback bug (may affect seeding)",
    recognize:
      "Recognise and rename with the built-in analysis; without it files are organised as they are and no smart feature works",
    recognizeHelp: "Always on.",
    rulesLink: "Names read wrongly? Teach the parser with custom recognition words",
    exactYear: "Match the year exactly when several results are found",
    unknownDir:
      "Put unrecognised titles into the .unknown folder; off links them 1:1 into the target",
  },
  scraper: {
    switches: "Switches",
    switchesHelp: "Better left on.",
    generateNfo: "Write NFO files (off also turns pictures off)",
    downloadImage: "Download pictures (off: no pictures are downloaded)",
    metadata: "Metadata details",
    cnPerson: "Use Chinese cast names (off: cast and crew in English)",
    personPath: "Folder for people NFO and pictures",
    personPathHelp:
      "Needed for Chinese cast names: Emby's metadata folder (metadata/People in its data folder). Where is it:",
    personPathDoc: "Find out",
    personPathTooLong: "Folder for people NFO and pictures must not be longer than 4096 characters",
    imageSource: "Sources of movie and series pictures",
    seasonImageSource: "Sources of season pictures",
    sourceHelp: "Checked sources are used, top first, until one has a picture.",
    langs: "Picture language priority",
    langsHelp: "Which language the text on pictures should be in, top first.",
    langZh: "Chinese",
    langEn: "English",
    other: "Other scraping settings",
    hdPoster: "Use HD posters (download records, notifications…)",
    hdBackground: "Use HD backdrops (download records, notifications…)",
  },
};

export default en_settingLibrary;

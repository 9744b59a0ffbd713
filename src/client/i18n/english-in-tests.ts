import { i18n } from '@lingui/core';

// Unit tests read texts in English, the source language, as a person's first visit in English does (decision 079).
i18n.loadAndActivate({ locale: 'en', messages: {} });

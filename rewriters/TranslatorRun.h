// Between the translation unit's consumer (Translator.cpp: the steps of one unit) and the
// code that runs clang on a file or a string (TranslatorRun.cpp).
#pragma once

#include "rewriters/emit/HostRewrite.h"
#include "rewriters/Translator.h"

#include "clang/AST/ASTConsumer.h"

#include <memory>
#include <string>

namespace kt {

struct ExpansionRecord;

/// The consumer that translates one unit into Out (TranslateConsumer, Translator.cpp); PP
/// and Files are what the preprocessor recorded for it; Expansions, in the first parse only,
/// what macros expanded to (a dispatch written by a macro then sets Out.expandedSource).
std::unique_ptr<clang::ASTConsumer> makeTranslateConsumer(TranslateResult &Out,
                                                          const TranslateOptions &Opts,
                                                          PreprocessorFacts &PP,
                                                          const EditableFiles &Files,
                                                          std::string File,
                                                          ExpansionRecord *Expansions = nullptr);

} // namespace kt

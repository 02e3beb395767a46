/**
 * Medical treatments, procedures and tests (MEDICAL_PROCESS) in en, de, es, fr, it, nl and pt.
 * Written for this project (Apache-2.0); no outside source. Format as conditions.ts: one concept a
 * row, en|de|es|fr|it|nl|pt, alternatives "/", "?" for a form that needs a clinical cue near,
 * upper-case forms (MRI, EKG) matched in upper case only.
 */
export const PROCEDURE_ROWS = `
chemotherapy|chemotherapie|quimioterapia|chimiothérapie|chemioterapia|chemotherapie|quimioterapia
radiotherapy/radiation therapy|strahlentherapie/bestrahlung|radioterapia|radiothérapie|radioterapia|radiotherapie/bestraling|radioterapia
immunotherapy|immuntherapie|inmunoterapia|immunothérapie|immunoterapia|immunotherapie|imunoterapia
dialysis/hemodialysis/haemodialysis|dialyse/hämodialyse|diálisis/hemodiálisis|dialyse/hémodialyse|dialisi/emodialisi|dialyse/hemodialyse|diálise/hemodiálise
physiotherapy/physical therapy|physiotherapie/krankengymnastik|fisioterapia|kinésithérapie/physiothérapie|fisioterapia|fysiotherapie|fisioterapia
psychotherapy/cognitive behavioural therapy/cognitive behavioral therapy|psychotherapie/verhaltenstherapie|psicoterapia/terapia cognitivo-conductual|psychothérapie/thérapie cognitivo-comportementale|psicoterapia|psychotherapie/cognitieve gedragstherapie|psicoterapia
MRI/MRI scan|MRT/kernspintomographie/magnetresonanztomographie|resonancia magnética/RMN|IRM|risonanza magnetica/RMN|MRI/MRI-scan|ressonância magnética
CT scan/computed tomography/CAT scan|?CT/computertomographie|TAC/tomografía computarizada|?scanner/tomodensitométrie|TAC/tomografia computerizzata|CT-scan|TAC/tomografia computorizada
x-ray/chest x-ray|röntgen/röntgenaufnahme/röntgen-thorax|radiografía/radiografía de tórax|radiographie/radiographie thoracique|radiografia/radiografia del torace|röntgenfoto/thoraxfoto|radiografia/raio-x
ultrasound/echocardiogram/echocardiography|ultraschall/sonographie/echokardiographie|ecografía/ecocardiograma|échographie/échocardiographie|ecografia/ecocardiogramma|?echo/echografie/echocardiografie|ecografia/ecocardiograma
ECG/EKG/electrocardiogram|EKG/elektrokardiogramm|ECG/electrocardiograma|ECG/électrocardiogramme|ECG/elettrocardiogramma|ECG/elektrocardiogram|ECG/eletrocardiograma
colonoscopy|koloskopie/darmspiegelung|colonoscopia|coloscopie|colonscopia|coloscopie|colonoscopia
endoscopy/gastroscopy|endoskopie/gastroskopie/magenspiegelung|endoscopia/gastroscopia|endoscopie/gastroscopie|endoscopia/gastroscopia|endoscopie/gastroscopie|endoscopia
biopsy|biopsie|biopsia|biopsie|biopsia|biopsie|biópsia
blood test/blood count/full blood count|blutuntersuchung/blutbild|análisis de sangre/hemograma|prise de sang/bilan sanguin/numération formule sanguine|esame del sangue/emocromo|bloedonderzoek/bloedtest|análises ao sangue/exame de sangue/hemograma
mammography/mammogram|mammographie|mamografía|mammographie|mammografia|mammografie|mamografia
appendectomy/appendicectomy|appendektomie/blinddarmoperation|apendicectomía|appendicectomie|appendicectomia|appendectomie/blindedarmoperatie|apendicectomia
hip replacement/knee replacement/total hip arthroplasty|hüftprothese/knieprothese/hüft-tep/knie-tep|prótesis de cadera/prótesis de rodilla|prothèse de hanche/prothèse du genou|protesi d'anca/protesi al ginocchio|heupprothese/knieprothese|prótese da anca/prótese do joelho
coronary bypass/bypass surgery/CABG|bypass-operation|bypass coronario|pontage coronarien|bypass coronarico|bypassoperatie|bypass coronário
angioplasty/stent placement/cardiac catheterization|herzkatheter/herzkatheteruntersuchung/stentimplantation|angioplastia/cateterismo cardíaco|angioplastie/coronarographie|angioplastica/coronarografia|dotterbehandeling/hartkatheterisatie|angioplastia/cateterismo cardíaco
caesarean section/cesarean section/c-section|kaiserschnitt|cesárea|césarienne|taglio cesareo|keizersnede|cesariana
cholecystectomy|cholezystektomie/gallenblasenentfernung|colecistectomía|cholécystectomie|colecistectomia|cholecystectomie|colecistectomia
tonsillectomy|tonsillektomie/mandeloperation|amigdalectomía|amygdalectomie|tonsillectomia|amandeloperatie|amigdalectomia
mastectomy|mastektomie|mastectomía|mastectomie|mastectomia|mastectomie|mastectomia
hysterectomy|hysterektomie|histerectomía|hystérectomie|isterectomia|hysterectomie|histerectomia
vaccination/flu shot|impfung/grippeimpfung|vacunación/vacuna de la gripe|vaccination|vaccinazione|vaccinatie/griepprik|vacinação
blood transfusion|bluttransfusion|transfusión de sangre|transfusion sanguine|trasfusione di sangue|bloedtransfusie|transfusão de sangue
IVF/in vitro fertilisation/in vitro fertilization|IVF/künstliche befruchtung|FIV/fecundación in vitro|FIV/fécondation in vitro|FIVET/fecondazione in vitro|IVF/ivf-behandeling|FIV/fertilização in vitro
`;
